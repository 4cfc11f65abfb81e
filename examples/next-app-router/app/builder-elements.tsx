'use client';
// Defines the <builder-*> tags with the app's own React (the peer-react build) in the browser;
// on the server the same import is an empty stub. Rendered once by a page that writes tags.
import 'builder-elements/elements/peer-react';

export function BuilderElements() {
  return null;
}
