package org.adjutant.gitm.combat;

/**
 * GITM 9.4 (section 6.1): the battle line is as long as the directions the attacking side came in from make it;
 * both sides fight on that one line.
 */
final class LineLength implements BattleStep {
    @Override
    public Order order() {
        return Order.LINE_LENGTH;
    }

    @Override
    public void run(Battle b) {
        b.length = Frontage.lineLength(b.approaches(b.attacking()));
    }
}
