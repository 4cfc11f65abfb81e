import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [
    vue({
      // Single-file components are compiled here, at build time: this is where Vue learns that
      // builder-* tags are custom elements. (app.config.compilerOptions only reaches templates
      // compiled in the browser.)
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('builder-') } },
    }),
  ],
});
