import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Svelte needs no custom-element setting: a tag with a dash is always an element.
export default defineConfig({
  plugins: [svelte()],
});
