package org.adjutant.store;

import java.util.Set;

/** A player of one game. The password hash stays in the database layer's hands and is never printed. */
public record PlayerRow(long id, String gameId, String name, String email, String role, Set<String> offices,
                        boolean moderator, String passwordHash) {
    public PlayerRow {
        offices = Set.copyOf(offices);
    }

    @Override
    public String toString() {
        return "PlayerRow[" + id + ", " + gameId + ", " + name + ", " + email + ", role=" + role + "]";
    }
}
