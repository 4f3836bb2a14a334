import '@fontsource/noto-naskh-arabic/arabic-400.css';
import './customer-page.css';
import { startCustomerPage, tokenFromPath } from './app';

/**
 * The customer's own page (customer.html, served for /c/{token}): plain TypeScript and the DOM, no
 * React, so a cheap phone on slow 3G opens it in a few seconds. The Urdu font's style sheet is a few
 * lines; its file is fetched only when Urdu is shown (customer-page.css sets it under lang="ur").
 */
const root = document.getElementById('root');
if (root) void startCustomerPage(root, tokenFromPath(window.location.pathname));
