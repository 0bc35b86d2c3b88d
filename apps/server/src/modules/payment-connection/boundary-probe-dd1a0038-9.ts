import '../donations/donations.repository';
