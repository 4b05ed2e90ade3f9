namespace BlockPack.AotApp.Models
{
    /// <summary>A type with its own [MessagePackFormatter]: the generated resolver returns that formatter (no reflection).</summary>
    [MessagePackFormatter(typeof(MoneyFormatter))]
    public readonly record struct Money(long Cents);
}
