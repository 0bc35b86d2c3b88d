import '../links/links.service';
