package org.adjutant.ruleset;

import java.util.List;

/**
 * A place for a player that a scenario defines and a moderator fills: e.g. "taylor", titled "Zachary Taylor",
 * commanding some units, deputy for others, and holding offices such as {@code minister:US} (a state's War Minister).
 */
public record RoleSlot(String id, String title, List<String> offices, List<String> commands, List<String> deputyFor) {
    public RoleSlot {
        if (id == null || !id.matches("[a-z0-9][a-z0-9_-]{0,63}")) {
            throw new IllegalArgumentException("a role id is 1-64 lower-case letters, digits, '-' or '_': " + id);
        }
        offices = List.copyOf(offices);
        commands = List.copyOf(commands);
        deputyFor = List.copyOf(deputyFor);
    }
}
