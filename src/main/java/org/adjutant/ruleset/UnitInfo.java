package org.adjutant.ruleset;

/**
 * What the core needs to know of a unit to authenticate orders and address reports: its id (as players write it),
 * the political owner whose officials may reassign it (a state, a nation, a faction), and a short label for humans.
 */
public record UnitInfo(String id, String owner, String label) {
}
