import '../goals/raised-amount';
