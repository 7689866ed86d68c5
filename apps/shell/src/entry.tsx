import site from 'virtual:marquee/site';
import { boot } from './app/boot';
import '@marquee/ui-kit/tokens.css';
import './styles/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('no #root element');
boot(site, container).catch((error: unknown) => {
  // Startup errors are logged (spec §8); the page keeps a readable message.
  console.error('Marquee could not start', error);
  container.setAttribute('data-boot-error', 'true');
});
