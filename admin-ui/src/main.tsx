import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { App } from './App';

// Path routes under /super-admin/, not hash routes (docs/decisions.md, "Running"); a data router lets forms warn about unsaved changes.
const router = createBrowserRouter([
  { path: '/super-admin/*', element: <App /> },
  { path: '*', element: <Navigate to="/super-admin/dashboard" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
