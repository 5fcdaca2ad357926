package org.adjutant.store;

import java.util.Set;

/**
 * A player of one game. The password hash stays in the database layer's hands and is never printed. {@code timeZone}
 * is the IANA zone he asked to see deadlines in, or empty for the game's zone only.
 */
public record PlayerRow(long id, String gameId, String name, String email, String role, Set<String> offices,
                        boolean moderator, String passwordHash, String timeZone) {
    public PlayerRow {
        offices = Set.copyOf(offices);
        timeZone = timeZone == null ? "" : timeZone;
    }

    public PlayerRow(long id, String gameId, String name, String email, String role, Set<String> offices,
                     boolean moderator, String passwordHash) {
        this(id, gameId, name, email, role, offices, moderator, passwordHash, "");
    }

    /** How the player is called in mails about the game: his role id, or his name when he fills no role. */
    public String handle() {
        return role.isEmpty() ? name : role;
    }

    @Override
    public String toString() {
        return "PlayerRow[" + id + ", " + gameId + ", " + name + ", " + email + ", role=" + role + "]";
    }
}
