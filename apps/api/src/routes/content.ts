import type { Hono } from 'hono';
import type { AnswerCache, Env } from '../http';
import type { Store } from '../store';
import { articlesRoutes } from './articles';
import { cardsRoutes } from './cards';
import { eventsRoutes } from './events';
import { experiencesRoutes } from './experiences';
import { masterTemplateRoutes } from './master-template';
import { newsRoutes } from './news';
import { offersRoutes } from './offers';
import { pushesRoutes } from './pushes';
import { tagsRoutes } from './tags';
import { zoneRoutes } from './zone';

/** Content calls, one route file per URL prefix: articles, news, offers, seasons, experiences, tags, zones, templates, pushes, cards. */
export function contentRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  for (const routes of [
    newsRoutes,
    offersRoutes,
    articlesRoutes,
    eventsRoutes,
    experiencesRoutes,
    tagsRoutes,
    zoneRoutes,
    masterTemplateRoutes,
    pushesRoutes,
    cardsRoutes,
  ]) {
    routes(app, store, cache);
  }
}
