package org.adjutant.game;

/** A player a moderator seats in a game: his name, address, the scenario's role slot he fills (may be empty). */
public record PlayerSeat(String name, String email, String role, boolean moderator) {
}
