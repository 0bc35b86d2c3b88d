import '../payment-connection/connections.repository';
