import '../users/users.repository';
