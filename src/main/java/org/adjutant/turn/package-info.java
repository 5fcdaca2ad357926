/**
 * The deadline's work: freeze the effective orders, run the ruleset, persist the new turn with its orders, events
 * and reports in one transaction.
 */
package org.adjutant.turn;
