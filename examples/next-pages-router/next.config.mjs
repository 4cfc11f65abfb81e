/** @type {import('next').NextConfig} */
const nextConfig = {
  // Only because the app sits inside the kit's repository: Next would lint with the repository's
  // ESLint config (which `npm run lint` applies already), and the repository's lockfile would
  // make Next take the repository as the workspace root. A standalone app needs neither line.
  eslint: { ignoreDuringBuilds: true },
  outputFileTracingRoot: import.meta.dirname,
};

export default nextConfig;
