package org.adjutant.store;

/**
 * What {@link InboxStore#insertIfAbsent} did.
 *
 * @param id      the row holding the mail
 * @param created false when the same mail (Message-ID and content hash) was already stored
 */
public record InboxInsert(long id, boolean created) {
}
