// Define the tags before the app mounts. Vue and Svelte sites take the self-contained build
// (React inside); they do not install React.
import 'builder-elements/elements';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
