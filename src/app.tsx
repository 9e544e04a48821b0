import { Route, Routes } from "react-router-dom";
import { SiteLayout } from "@/components/layout/site-layout";
import { ThemeProvider } from "@/components/layout/theme-provider";
import NotFoundPage from "@/pages/not-found-page";
import { routes } from "@/routes";

export function App() {
  return (
    <ThemeProvider>
      <Routes>
        <Route element={<SiteLayout />}>
          {routes.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ThemeProvider>
  );
}
