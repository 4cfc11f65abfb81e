/** @type {import('next').NextConfig} */
const nextConfig = {
  // The app sits inside the kit's repository: without these Next would lint with the
  // repository's ESLint config and take a parent folder's lockfile for the workspace root.
  eslint: { ignoreDuringBuilds: true },
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
};

export default nextConfig;
