import { resourceByName } from '@accredit/shared';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { flattenNodes } from '../../app/menu.ts';
import { resourceOf } from '../../app/pages.tsx';
import { useSession } from '../../app/session.tsx';
import { useRouteMeta } from '../../app/shell-routes.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';

/** The engine resource of the current route: `/resources/:name`, or the menu item's resource. */
export function useResourceName(): string | null {
  const params = useParams();
  const route = useRouteMeta();
  const session = useSession();
  if (params.name) return params.name;
  const node =
    route?.meta.node ?? flattenNodes(session.menu).find(({ node: n }) => n.path === route?.pathname)?.node;
  return node ? resourceOf(node) : null;
}

/** The engine's generic list page for the route's resource; buttons follow the current role's permissions. */
export default function ResourceScreen() {
  const { t } = useTranslation();
  const name = useResourceName();
  const session = useSession();
  const def = name ? resourceByName(name) : undefined;
  if (!def) return <Result status="404" title={t('common.notFound.subtitle')} />;
  return <ResourcePage key={def.name} resource={def} can={canFrom(def, session)} />;
}
