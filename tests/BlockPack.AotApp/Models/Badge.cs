namespace BlockPack.AotApp.Models
{
    /// <summary>AllowPrivate: a private field and a private setter, reached by the generated code through [UnsafeAccessor].</summary>
    [MessagePackObject(AllowPrivate = true)]
    public sealed class Badge
    {
        [Key(0)]
        private int code;

        public Badge()
        {
        }

        public Badge(int code, string label)
        {
            this.code = code;
            this.Label = label;
        }

        [Key(1)]
        public string Label { get; private set; } = "";

        [IgnoreMember]
        public int Code => this.code;
    }
}
