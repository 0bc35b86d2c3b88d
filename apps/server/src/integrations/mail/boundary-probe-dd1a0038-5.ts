import '../../app-deps';
