/**
 * From a stored mail to authenticated, checked orders in the queue and an acknowledgement in the outbox: split the
 * text into blocks, authenticate each (GITM 6.2), let the ruleset check it, apply password changes and reassignments
 * in arrival order (GITM 6.10).
 */
package org.adjutant.intake;
