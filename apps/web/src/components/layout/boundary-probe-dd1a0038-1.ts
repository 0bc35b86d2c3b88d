import '../../features/pwa/components/pwa-chrome';
