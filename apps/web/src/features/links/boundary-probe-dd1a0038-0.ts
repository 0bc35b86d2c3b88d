import '../goals/api/get-active-goal';
