import { createRootRoute } from '@tanstack/react-router';

// The root of the route tree. Screens add their routes under it in their own folder's routes.ts;
// the frame (frame/router.ts) gives it its component and assembles the tree, so no screen
// imports the frame.

export const rootRoute = createRootRoute();
