import '../modules/users/users.repository';
