import '../goals/goals.service';
