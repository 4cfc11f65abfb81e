// Define the tags before the app mounts (the self-contained build: React inside).
import 'builder-elements/elements';
import { mount } from 'svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('app') });
