package org.adjutant.game;

/**
 * A player a moderator seats in a game: his name, address, the scenario's role slot he fills (may be empty), and the
 * time zone he sees deadlines in besides the game's (may be empty).
 */
public record PlayerSeat(String name, String email, String role, boolean moderator, String timeZone) {
    public PlayerSeat {
        timeZone = timeZone == null ? "" : timeZone;
    }

    public PlayerSeat(String name, String email, String role, boolean moderator) {
        this(name, email, role, moderator, "");
    }
}
