package org.adjutant.store;

/**
 * What {@link OutboxStore#enqueue} did.
 *
 * @param id      the row holding the mail
 * @param created false when a row with the same dedup key already existed and was left as it was
 */
public record OutboxEnqueued(long id, boolean created) {
}
