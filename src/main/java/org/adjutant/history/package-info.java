/**
 * A game's public history: a static web archive of what the public may read of it, turn by turn, some turns late,
 * and the whole truth once it has ended (docs/moderators.md, "A public history").
 */
package org.adjutant.history;
