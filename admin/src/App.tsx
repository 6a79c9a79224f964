/**
 * The Bakaya back office. Real paths under /admin: our BrowserRouter carries the basename, so
 * react-admin (inside an existing router) builds its links relative to it — no hash URLs.
 * useTransitions={false}: react-admin's logout redirect must commit at once; as a transition it
 * kept being interrupted by the auth re-checks it triggers, looping for seconds before /login.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { BASENAME, BRAND } from './config';
import { AdminLayout } from './layout/AdminLayout';
import { TopRightNotification } from './layout/TopRightNotification';
import { LoginPage } from './login/LoginPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { resourceElements } from './resources/resourceElements';
import { ResourceOverridesProvider } from './resources/ResourceOverridesContext';
import { customRouteElements } from './routes/customRouteElements';
import { screenRegistry } from './screenRegistry';
import { AccessDeniedRedirect, GoToDashboard } from './screens/AccessDeniedRedirect';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { theme } from './theme/theme';

const AccessDenied = () => <AccessDeniedRedirect />;

// Each screens/ folder's own pages and buttons in place of the generic ones; built once, at start-up.
const resources = resourceElements(screenRegistry.overrides);
const customRoutes = customRouteElements(screenRegistry);

export const App = () => (
  <BrowserRouter basename={BASENAME} useTransitions={false}>
    <ResourceOverridesProvider value={screenRegistry.overrides}>
      <Admin
        title={BRAND}
        disableTelemetry
        requireAuth
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={AdminLayout}
        dashboard={GoToDashboard}
        catchAll={NotFoundScreen}
        accessDenied={AccessDenied}
        notification={TopRightNotification}
        theme={theme}
      >
        {resources}
        <CustomRoutes>{customRoutes}</CustomRoutes>
      </Admin>
    </ResourceOverridesProvider>
  </BrowserRouter>
);
