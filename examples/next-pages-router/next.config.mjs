/** @type {import('next').NextConfig} */
const nextConfig = {
  // The repository lints this app with its own ESLint config (`npm run lint`); Next would pick up
  // that config from the repository root and lint again during `next build`.
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;
