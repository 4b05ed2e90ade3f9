namespace BlockPack.AotApp.Models
{
    /// <summary>
    /// A private [Key] field and a private setter without AllowPrivate on the type: the standard resolver writes only the
    /// public getter, StandardResolverAllowPrivate both (under NativeAOT through the generator's AllowPrivate variant).
    /// </summary>
    [MessagePackObject]
    public sealed class Vault
    {
        [Key(0)]
        private int pin;

        [Key(1)]
        public string Owner { get; private set; } = "";

        [IgnoreMember]
        public int Pin => this.pin;

        public static Vault Create(int pin, string owner) => new Vault { pin = pin, Owner = owner };
    }
}
