package org.adjutant.store;

import java.util.Set;

/**
 * A player of one game. The password hash stays in the database layer's hands and is never printed. {@code timeZone}
 * is the IANA zone he asked to see deadlines in, or empty for the game's zone only; {@code retired} when a moderator
 * gave his seat to someone else (the row stays for the record); {@code readyFor} the turn he sent READY for (0: none).
 */
public record PlayerRow(long id, String gameId, String name, String email, String role, Set<String> offices,
                        boolean moderator, String passwordHash, String timeZone, boolean retired, int readyFor) {
    public PlayerRow {
        offices = Set.copyOf(offices);
        timeZone = timeZone == null ? "" : timeZone;
    }

    public PlayerRow(long id, String gameId, String name, String email, String role, Set<String> offices,
                     boolean moderator, String passwordHash, String timeZone) {
        this(id, gameId, name, email, role, offices, moderator, passwordHash, timeZone, false, 0);
    }

    /** The same player seeing deadlines in {@code zone}. */
    public PlayerRow withTimeZone(String zone) {
        return new PlayerRow(id, gameId, name, email, role, offices, moderator, passwordHash, zone, retired, readyFor);
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
