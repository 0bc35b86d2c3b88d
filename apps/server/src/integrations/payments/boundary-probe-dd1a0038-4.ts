import '../../modules/payment-connection/connections.repository';
