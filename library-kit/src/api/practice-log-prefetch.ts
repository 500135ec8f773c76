import { PRACTICE_LOG_SERIES_DAYS } from '@handyq/domain';
import { queryClient } from '@handyq/web/server';
import { browserTimeZone } from '../lib/practice-log-format';
import { logListQuery, logStatsQuery } from './practice-log';

/** The log's first page and its stats over the page's first span, asked before the page runs. */
export function prefetchLog(): void {
  void queryClient.prefetchInfiniteQuery(logListQuery());
  void queryClient.prefetchQuery(logStatsQuery(browserTimeZone(), PRACTICE_LOG_SERIES_DAYS[0]));
}
