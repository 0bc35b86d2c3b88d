import '../../plugins/authenticate';
