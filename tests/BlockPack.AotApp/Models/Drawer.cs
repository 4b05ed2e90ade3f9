namespace BlockPack.AotApp.Models
{
    /// <summary>No attributes, a private field: ContractlessStandardResolverAllowPrivate writes both members by name.</summary>
    public sealed class Drawer
    {
        private string secret = "";

        public int Count { get; set; }

        public string Secret => this.secret;

        public static Drawer Create(int count, string secret) => new Drawer { Count = count, secret = secret };
    }
}
