package org.adjutant.game;

/**
 * A player just registered, with the password the robot generated for him. The only place a plain password exists:
 * it goes into his welcome mail (or the demo's console) and is then forgotten.
 */
public record NewPlayer(long id, PlayerSeat seat, String password) {
    @Override
    public String toString() {
        return "NewPlayer[" + id + ", " + seat + ", ****]";
    }
}
