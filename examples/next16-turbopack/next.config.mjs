/** @type {import('next').NextConfig} */
const nextConfig = {
  // Only because the app sits inside the kit's repository, whose own lockfile would make Next
  // take the repository as the workspace root. A standalone app needs no such line.
  turbopack: { root: import.meta.dirname },
};

export default nextConfig;
