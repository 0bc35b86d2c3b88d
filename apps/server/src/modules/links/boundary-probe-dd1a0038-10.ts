import '../activity/activity.repository';
