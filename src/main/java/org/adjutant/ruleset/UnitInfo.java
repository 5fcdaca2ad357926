package org.adjutant.ruleset;

/**
 * What the core needs to know of a unit to authenticate orders and address reports: its id (as players write it),
 * the political owner whose officials may reassign it (a state, a nation, a faction), a short label for humans, and
 * the role slots the ruleset names as its commander and deputy ({@code ""}: none named). The core seats the players of
 * those slots only on a unit that appears during the game (a unit raised by a War Minister, GITM 3.4); the units of
 * the opening are seated from the game file.
 */
public record UnitInfo(String id, String owner, String label, String commanderRole, String deputyRole) {
    public UnitInfo {
        commanderRole = commanderRole == null ? "" : commanderRole;
        deputyRole = deputyRole == null ? "" : deputyRole;
    }

    /** A unit whose ruleset names no role slots for it. */
    public UnitInfo(String id, String owner, String label) {
        this(id, owner, label, "", "");
    }
}
