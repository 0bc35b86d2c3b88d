import '../activity/activity-log';
