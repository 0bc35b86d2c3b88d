export { fontFaceCss, fontHeadTags } from './font-face';
