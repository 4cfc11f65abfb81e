/** @type {import('next').NextConfig} */
const nextConfig = {
  // Only because the app sits inside the kit's repository: Next would lint with the repository's
  // ESLint config, which `npm run lint` applies already. A standalone app needs no such line.
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;
